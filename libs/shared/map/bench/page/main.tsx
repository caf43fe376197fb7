/**
 * The benchmark page: a fake in-page data source hands 50,000 hydrant-like points to the real
 * PointMap (loaded lazily, as on the map routes). `window.bench` is driven by run-bench.mjs.
 */
import { createRoot } from 'react-dom/client';

interface Point {
  id: string;
  lat: number;
  lon: number;
  label: string;
}

/** Deterministic points over a German state (~150 × 130 km), denser around a few towns. */
function makePoints(count: number): Point[] {
  let seed = 112;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const towns = Array.from({ length: 40 }, () => ({ lat: 50.3 + random() * 1.2, lon: 9.2 + random() * 2.1 }));
  return Array.from({ length: count }, (_, i) => {
    const town = towns[i % towns.length];
    return { id: `h-${i}`, lat: town.lat + (random() - 0.5) * 0.12, lon: town.lon + (random() - 0.5) * 0.18, label: `H-${String(i + 1).padStart(5, '0')}` };
  });
}

const labels = { map: 'Karte der Hydranten', zoomIn: 'Vergrößern', zoomOut: 'Verkleinern', closePopup: 'Schließen', cluster: (n: number) => `${n} Hydranten` };
const root = createRoot(document.getElementById('root') as HTMLElement);
const frames: number[] = [];
let recording = false;

function frameLoop(last: number) {
  requestAnimationFrame((now) => {
    if (recording) frames.push(now - last);
    frameLoop(now);
  });
}
frameLoop(performance.now());

Object.assign(window, {
  /** Loads the map chunk, hands it the points and resolves when the first clusters are drawn. */
  async bench(count: number) {
    const loadStart = performance.now();
    const { PointMap } = await import('../../src/index');
    const loadMs = performance.now() - loadStart;
    const points = makePoints(count);
    return new Promise((resolve) => {
      const dataArrived = performance.now();
      let done = false;
      root.render(
        <PointMap
          points={points}
          renderPopup={(point) => <p>{point.label}</p>}
          labels={labels}
          height="600px"
          onRendered={(info) => {
            if (done || info.clusters + info.markers === 0) return;
            done = true;
            // The next frame shows what was drawn.
            requestAnimationFrame(() => resolve({ loadMs, readyMs: performance.now() - dataArrived, ...info }));
          }}
        />,
      );
    });
  },
  startFrames() {
    frames.length = 0;
    recording = true;
  },
  stopFrames() {
    recording = false;
    return [...frames];
  },
});
