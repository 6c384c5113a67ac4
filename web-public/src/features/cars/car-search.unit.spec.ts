// The car search's address: what a query string means, the query string of a search, and the API call it stands for.
import { describe, expect, it } from 'vitest';
import { ALL, NO_FILTERS, carFiltersSearch, carsApiPath, hasCarSearch, readCarFilters } from './car-search.ts';

describe('the car search in the address', () => {
  it('reads every filter, the order and the page, and writes them back the same', () => {
    const search = '?brand=BMW&model=X5&price=30000-60000&minYear=2015&maxYear=2020&minKm=10000&maxKm=75000&body=SUV&fuel=Diesel&transmission=Automatic&sort=price-asc&page=2';
    const filters = readCarFilters(search);
    expect(filters).toEqual({
      brand: 'BMW',
      model: 'X5',
      price: '30000-60000',
      minYear: '2015',
      maxYear: '2020',
      minKm: '10000',
      maxKm: '75000',
      body: 'SUV',
      fuel: 'Diesel',
      transmission: 'Automatic',
      sort: 'price-asc',
      page: 2,
    });
    expect(carFiltersSearch(filters)).toBe(search);
    expect(carsApiPath(filters)).toBe(
      '/api/cars?forSale=true&brand=BMW&model=X5&priceRange=30000-60000&minYear=2015&maxYear=2020&minMileage=10000&maxMileage=75000&bodyType=SUV&fuelType=Diesel&transmission=Automatic&sort=price-asc&page=2&pageSize=6',
    );
  });

  it('treats anything malformed as not set, and a range the wrong way round as meant the other way', () => {
    expect(readCarFilters('?minYear=old&maxKm=-5&body=Truck&fuel=Steam&transmission=CVT&sort=cheapest&page=0&price=1-2')).toEqual(NO_FILTERS);
    expect(readCarFilters('?minYear=1800').minYear).toBe(ALL);
    const swapped = readCarFilters('?minYear=2020&maxYear=2010&minKm=90000&maxKm=1000');
    expect([swapped.minYear, swapped.maxYear, swapped.minKm, swapped.maxKm]).toEqual(['2010', '2020', '1000', '90000']);
  });

  it('leaves out what is not set: no search is no query string, and the public API call asks for cars on sale', () => {
    expect(carFiltersSearch(NO_FILTERS)).toBe('');
    expect(hasCarSearch('')).toBe(false);
    expect(hasCarSearch('?utm_source=mail')).toBe(false);
    expect(hasCarSearch('?sort=year-desc')).toBe(true);
    expect(carsApiPath(NO_FILTERS)).toBe('/api/cars?forSale=true&page=1&pageSize=6');
  });
});
