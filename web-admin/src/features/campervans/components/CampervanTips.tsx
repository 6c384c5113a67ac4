// The side panel of the campervan form (SPEC §2): tips on photos, features and pricing, beside the form on a
// landscape tablet and beneath it in portrait.
import { Card } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { Text, Title } from '../../../components/typography.tsx';

const TIPS = [
  {
    heading: 'Images',
    points: [
      'The first image is the main image, shown on the hire page and in lists: make it the whole campervan from the front three-quarters.',
      'Add the living area, the kitchen, the beds and the bathroom, in daylight and landscape.',
      'PNG, JPG or GIF, up to 5 MB each. Removed photos go when you save.',
    ],
  },
  {
    heading: 'Features',
    points: [
      'Tick everything renters ask about: kitchen, shower, toilet, heating, bike rack.',
      'Missing one? Type it and press Enter or Add; it is kept for the next campervan too.',
    ],
  },
  {
    heading: 'Pricing',
    points: [
      'Prices are in whole New Zealand dollars.',
      'The weekly price is a discount on seven days at the daily price; 10 to 15 % off is usual.',
      'Set the status to Reserved or Rented while a campervan is out, so it is not offered twice.',
    ],
  },
];

export function CampervanTips() {
  return (
    <Card
      title={
        <h2 style={{ fontSize: 18, margin: 0 }}>
          <BulbOutlined aria-hidden style={{ marginInlineEnd: 8, color: '#004225' }} />
          Tips
        </h2>
      }
      className="campervan-tips"
    >
      {TIPS.map((tip) => (
        <section key={tip.heading} aria-label={`Tips on ${tip.heading.toLowerCase()}`}>
          <Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
            {tip.heading}
          </Title>
          <ul style={{ paddingInlineStart: 20, marginTop: 0 }}>
            {tip.points.map((point) => (
              <li key={point} style={{ marginBottom: 6 }}>
                <Text>{point}</Text>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
