// One car in full (SPEC §2 'Car detail'): price, photos, description, specifications, features, and the two ways to
// get in touch, which leave for the contact page (at its top: the layout scrolls there on a new page) carrying the
// car and what is wanted (/contact?car=12&intent=test-drive), and our number to call.
import { useState } from 'react';
import { Link } from 'wouter';
import type { Car, CarImage } from '@forecourt/contracts/car';
import { enquiryHref } from '@forecourt/contracts/enquiry';
import { formatKm, formatNZD } from '@forecourt/contracts/money';
import { useApi } from '../../lib/use-api.ts';
import { CarPhotos } from './CarPhotos.tsx';
import { CarGallery } from './CarGallery.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { carTitle } from './car-text.ts';
import { CallUs } from '../../components/CallUs.tsx';
import { ConsumerInformationNotice } from './ConsumerInformationNotice.tsx';

export function CarDetail({ car }: { car: Car }) {
  const images = useApi<CarImage[]>(`/api/carImages/${car.id}`);
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const title = carTitle(car);
  // Until the photos load, or if they cannot, the car's main photo stands alone.
  const urls = images.data?.length ? images.data.map((image) => image.imageUrl) : [car.imageUrl];
  const current = Math.min(selected, urls.length - 1);

  const specifications: [string, string][] = [
    ['Year', String(car.year)],
    ['Transmission', car.transmission],
    ['Fuel Type', car.fuelType],
    ['Mileage', formatKm(car.mileage)],
    ['Body Type', car.bodyType],
    ['Color', car.color],
  ];
  const features = car.features ?? [];

  return (
    <div className="car-detail__layout">
      <div className="car-detail__media">
        <CarPhotos
          urls={urls}
          loading={images.loading}
          title={title}
          selected={current}
          onSelect={setSelected}
          onEnlarge={() => setEnlarged(true)}
        />
      </div>
      <div className="car-detail__info">
        <div className="car-detail__price-row">
          <p className="car-detail__price">{formatNZD(car.price)}</p>
          <StatusBadge status={car.status} />
        </div>
        <section aria-labelledby="car-detail-description">
          <h3 id="car-detail-description" className="car-detail__heading">
            Description
          </h3>
          <p className="car-detail__description">{car.description}</p>
        </section>
        <section aria-labelledby="car-detail-specifications">
          <h3 id="car-detail-specifications" className="car-detail__heading">
            Specifications
          </h3>
          <dl className="car-detail__specs">
            {specifications.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {features.length > 0 && (
          <section aria-labelledby="car-detail-features">
            <h3 id="car-detail-features" className="car-detail__heading">
              Features
            </h3>
            <ul className="car-detail__features">
              {features.map((feature) => (
                <li key={feature} className="badge car-detail__feature">
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        )}
        <ConsumerInformationNotice car={car} />
        {car.status === 'sold' ? (
          // A sold car (a shared link) is no longer offered: nothing to enquire about or test drive.
          <p className="car-detail__sold" role="note">
            This car has been sold. <Link href="/cars">See the cars on sale</Link>
          </p>
        ) : (
          <>
            <CallUs />
            <div className="car-detail__actions">
              <Link href={enquiryHref('car', car.id, 'question')} className="btn btn-primary">
                Contact Seller
              </Link>
              <Link href={enquiryHref('car', car.id, 'test-drive')} className="btn btn-outline">
                Schedule Test Drive
              </Link>
            </div>
          </>
        )}
      </div>
      {enlarged && <CarGallery urls={urls} title={title} index={current} onIndexChange={setSelected} onClose={() => setEnlarged(false)} />}
    </div>
  );
}
