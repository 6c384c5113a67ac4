// Where we are: OpenStreetMap tiles around the yard with a pin, loaded lazily and only as many as the box shows.
// Without a network (offline, or a tile fails) the map gives way; the 'Get directions' link is always there.
import { useEffect, useRef, useState } from 'react';
import { BUSINESS, businessAddressLine, directionsUrl } from '@forecourt/contracts/business';

const ZOOM = 14;
const TILE_PX = 256;
const MAP_HEIGHT_PX = 280;
const TILE_HOST = 'https://tile.openstreetmap.org';

/** The yard in tile units at ZOOM (the standard Web Mercator tile numbering). */
function yardInTiles(): { x: number; y: number } {
  const n = 2 ** ZOOM;
  const lat = (BUSINESS.geo.latitude * Math.PI) / 180;
  return {
    x: ((BUSINESS.geo.longitude + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n,
  };
}

/** The tiles that cover a box `width` wide and MAP_HEIGHT_PX high centred on the yard, placed from the centre. */
function tilesFor(width: number) {
  const { x, y } = yardInTiles();
  const halfW = width / 2 / TILE_PX;
  const halfH = MAP_HEIGHT_PX / 2 / TILE_PX;
  const tiles: { key: string; src: string; left: number; top: number }[] = [];
  for (let ty = Math.floor(y - halfH); ty <= Math.floor(y + halfH); ty += 1) {
    for (let tx = Math.floor(x - halfW); tx <= Math.floor(x + halfW); tx += 1) {
      tiles.push({ key: `${tx}/${ty}`, src: `${TILE_HOST}/${ZOOM}/${tx}/${ty}.png`, left: (tx - x) * TILE_PX, top: (ty - y) * TILE_PX });
    }
  }
  return tiles;
}

/** False once the browser is offline or a tile could not load. */
function useMapAvailable(): [boolean, () => void] {
  const [available, setAvailable] = useState(() => navigator.onLine);
  useEffect(() => {
    const offline = () => setAvailable(false);
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, []);
  return [available, () => setAvailable(false)];
}

export function LocationMap() {
  const [available, fail] = useMapAvailable();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [available]);

  return (
    <div className="card location-map">
      {available && (
        <div className="location-map__frame" ref={box} style={{ height: MAP_HEIGHT_PX }}>
          <div className="location-map__tiles" role="img" aria-label={`Map showing ${BUSINESS.name} at ${businessAddressLine()}`}>
            {width > 0 &&
              tilesFor(width).map((tile) => (
                <img
                  key={tile.key}
                  src={tile.src}
                  alt=""
                  width={TILE_PX}
                  height={TILE_PX}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  onError={fail}
                  style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
                />
              ))}
            <span className="location-map__pin" aria-hidden="true" />
          </div>
          <small className="location-map__credit">
            © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors
          </small>
        </div>
      )}
      <div className="location-map__footer">
        <span>{businessAddressLine()}</span>
        <a className="btn btn-outline" href={directionsUrl()} target="_blank" rel="noopener noreferrer">
          Get directions
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
