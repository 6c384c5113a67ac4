import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../domain/test/decider-spec.ts';
import { catalogDecider } from '@forecourt/domain/catalog/catalog.decider';

describe('catalogue decider', () => {
  const brand = deciderSpec(catalogDecider('brand'));
  const feature = deciderSpec(catalogDecider('car-feature'));

  it('adds a new make', () => {
    brand.given([]).when({ type: 'AddEntry', id: 3, name: 'Porsche', isCustom: true }).then([{ type: 'BrandAdded', data: { id: 3, name: 'Porsche' } }]);
  });

  it('refuses to add the same entry twice', () => {
    brand.given([{ type: 'BrandAdded', data: { id: 3, name: 'Porsche' } }]).when({ type: 'AddEntry', id: 3, name: 'Porsche', isCustom: true }).thenThrows(409);
  });

  it('adds a feature with its custom flag', () => {
    feature.given([]).when({ type: 'AddEntry', id: 1, name: 'Sunroof', isCustom: false }).then([{ type: 'CarFeatureAdded', data: { id: 1, name: 'Sunroof', isCustom: false } }]);
  });

  it('removes a listed feature', () => {
    feature.given([{ type: 'CarFeatureAdded', data: { id: 1, name: 'Sunroof', isCustom: true } }]).when({ type: 'RemoveEntry' }).then([{ type: 'CarFeatureRemoved', data: { id: 1 } }]);
  });

  it('refuses to remove a feature twice', () => {
    feature
      .given([{ type: 'CarFeatureAdded', data: { id: 1, name: 'Sunroof', isCustom: true } }, { type: 'CarFeatureRemoved', data: { id: 1 } }])
      .when({ type: 'RemoveEntry' })
      .thenThrows(404, 'Feature not found');
  });
});
