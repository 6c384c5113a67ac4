// The 60-point mechanical check in a modal (SPEC §2): every item by section, the section cards fading in one after
// another, and the branded PDF of the same list to download.
import { Dialog } from '../../components/Dialog.tsx';
import {
  MECHANICAL_CHECK,
  MECHANICAL_CHECK_PDF_FILENAME,
  MECHANICAL_CHECK_PDF_PATH,
  MECHANICAL_CHECK_TOTAL,
} from '@forecourt/contracts/mechanical-check';
import { Icon } from './Icon.tsx';
import './checklist.css';

/** Seconds between one card starting to fade in and the next. */
export const CHECKLIST_STAGGER_S = 0.1;

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function MechanicalCheckDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  let number = 0;
  return (
    <Dialog open={open} onClose={onClose} title={`${MECHANICAL_CHECK_TOTAL}-Point Mechanical Check`} size="full">
      <div className="checklist-intro">
        <p>
          Before any car goes on sale, our technicians work through these {MECHANICAL_CHECK_TOTAL} checks, then it gets a
          new Warrant of Fitness.
        </p>
        <a className="btn btn-primary" href={MECHANICAL_CHECK_PDF_PATH} download={MECHANICAL_CHECK_PDF_FILENAME}>
          <Icon name="download" size={20} /> Download PDF Checklist
        </a>
      </div>
      <div className="checklist-grid">
        {MECHANICAL_CHECK.map((section, index) => {
          const headingId = `checklist-${slug(section.title)}`;
          const first = number + 1;
          number += section.items.length;
          return (
            <section
              key={section.title}
              className="checklist-card"
              aria-labelledby={headingId}
              style={{ animationDelay: `${(index * CHECKLIST_STAGGER_S).toFixed(1)}s` }}
            >
              <h3 id={headingId}>
                {section.title}
                <span className="checklist-card__count">{section.items.length} checks</span>
              </h3>
              <ol className="checklist-card__items" start={first}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}
