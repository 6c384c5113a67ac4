// A row's Edit link and Delete button, named with the vehicle ('Edit BMW 330i') so each is clear out of context.
// In the table they are icons; on a card there is room for their words too. Both are at least 44 px for a finger.
import { Button } from 'antd';
import { DeleteOutlined, EditOutlined, HistoryOutlined, PrinterOutlined } from '@ant-design/icons';
import { Link } from '../../lib/router/Link.tsx';

interface Props {
  name: string;
  editTo: string;
  onDelete: () => void;
  withWords?: boolean;
  /** A car's window card (its Consumer Information Notice as an A4 PDF), to print. */
  windowCard?: string;
}

export function RowActions({ name, editTo, onDelete, withWords = false, windowCard }: Props) {
  return (
    <div className="inventory-actions">
      {windowCard && (
        <a href={windowCard} target="_blank" rel="noopener" aria-label={`Window card of ${name} (PDF)`} className="inventory-action-link">
          <PrinterOutlined aria-hidden />
          {withWords && <span>Window card</span>}
        </a>
      )}
      <Link to={editTo} aria-label={`Edit ${name}`} className="inventory-action-link">
        <EditOutlined aria-hidden />
        {withWords && <span>Edit</span>}
      </Link>
      <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${name}`} onClick={onDelete} className="inventory-action-button">
        {withWords ? 'Delete' : null}
      </Button>
    </div>
  );
}

/** For a vehicle as it stood once, or one taken off the books: its History (a removed one is relisted from there). */
export function HistoryAction({ name, to, withWords = false }: { name: string; to: string; withWords?: boolean }) {
  return (
    <div className="inventory-actions">
      <Link to={to} aria-label={`History of ${name}`} className="inventory-action-link">
        <HistoryOutlined aria-hidden />
        {withWords && <span>History</span>}
      </Link>
    </div>
  );
}
