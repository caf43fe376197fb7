// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import i18next, { type BackendModule } from 'i18next';
import { FEATURES } from './features';
import { preloadFeatureAt } from './opened-feature';

/** An i18next instance whose backend records each file it reads. */
function recordingI18n() {
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      reads.push(`${language}/${namespace}`);
      callback(null, {});
    },
  };
  return { instance: i18next.createInstance().use(backend), reads };
}

const init = (instance: ReturnType<typeof recordingI18n>['instance']) =>
  instance.init({ lng: 'de', fallbackLng: 'de', supportedLngs: ['de'], ns: ['common', 'shell'], defaultNS: 'common' });

describe('preloadFeatureAt', () => {
  const areaTexts = FEATURES.map((feature) => `de/${feature.namespace}`);

  it('given i18next still setting up, should read every area’s texts once it is set up, each file once', async () => {
    const { instance, reads } = recordingI18n();
    preloadFeatureAt('/', instance);
    expect(reads).toEqual([]);
    await init(instance);
    await vi.waitFor(() => expect(reads).toEqual(expect.arrayContaining(['de/common', 'de/shell', ...areaTexts])));
    expect(reads).toHaveLength(2 + FEATURES.length);
  });

  it('given i18next set up, should read every area’s texts at once', async () => {
    const { instance, reads } = recordingI18n();
    await init(instance);
    preloadFeatureAt('/', instance);
    expect(reads).toEqual(['de/common', 'de/shell', ...areaTexts]);
  });
});
