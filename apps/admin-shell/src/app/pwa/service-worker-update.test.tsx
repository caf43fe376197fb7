import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { startServiceWorker, type ServiceWorkerControl } from './register-service-worker';
import { PendingUpdate } from './pending-update';
import { createUpdateStore } from './update-store';
import { UpdateNotice, type UnsavedWork } from './update-notice';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A registration as workbox-window's Workbox reports it, driven by the test. */
function fakeWorker() {
  const listeners = new Map<string, Listener[]>();
  const worker = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
  } satisfies ServiceWorkerControl;
  const emit = (type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) =>
    act(() => {
      for (const listener of listeners.get(type) ?? []) listener(event);
    });
  return { worker, emit };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

function start() {
  const { worker, emit } = fakeWorker();
  const updates = createUpdateStore();
  const reload = vi.fn();
  const warmUp = vi.fn(async () => undefined);
  stop = startServiceWorker({ worker, updates, reload, warmUp });
  render(
    <I18nTestProvider>
      <PendingUpdate updates={updates} />
    </I18nTestProvider>,
  );
  return { worker, emit, reload, updates, warmUp, user: userEvent.setup() };
}

const notice = () => screen.queryByText('Neue Version verfügbar');

describe('the service worker registration and the „Neue Version verfügbar“ notice', () => {
  it('should register the worker and show no notice while no new version waits', () => {
    const { worker } = start();
    expect(worker.register).toHaveBeenCalledTimes(1);
    expect(notice()).not.toBeInTheDocument();
  });

  it('given a new worker waits should show the notice, and not switch to it by itself', async () => {
    const { worker, emit, reload } = start();

    emit('waiting');

    expect(await screen.findByRole('status')).toHaveTextContent('Neue Version verfügbar');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('given the user chooses „Neu laden“ should let the new worker take over and reload once it controls the page', async () => {
    const { worker, emit, reload, warmUp, user } = start();
    emit('waiting');

    await user.click(await screen.findByRole('button', { name: 'Neu laden' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('given the first worker takes control of the page it was installed from should neither reload nor offer anything, but fetch the config through it', () => {
    const { emit, reload, updates, warmUp } = start();
    expect(warmUp).not.toHaveBeenCalled();

    emit('controlling', { isUpdate: false });

    expect(reload).not.toHaveBeenCalled();
    expect(updates.current()).toBeNull();
    expect(warmUp).toHaveBeenCalledTimes(1);
    expect(notice()).not.toBeInTheDocument();
  });

  it('given another tab switched to the new version should offer this page a reload, without reloading by itself', async () => {
    const { emit, reload, user } = start();

    emit('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: 'Neu laden' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('should ask the server for a new version every hour while the page is open', () => {
    vi.useFakeTimers();
    const { worker } = fakeWorker();
    stop = startServiceWorker({ worker, updates: createUpdateStore(), reload: vi.fn(), warmUp: vi.fn(async () => undefined) });

    vi.advanceTimersByTime(60 * 60 * 1000 - 1);
    expect(worker.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(worker.update).toHaveBeenCalledTimes(1);
  });
});

describe('UpdateNotice with unsaved changes on the page', () => {
  function renderNotice(unsaved: boolean) {
    const apply = vi.fn();
    const unsavedWork: UnsavedWork = { has: vi.fn(() => unsaved), discard: vi.fn() };
    render(
      <I18nTestProvider>
        <UpdateNotice apply={apply} unsavedWork={unsavedWork} />
      </I18nTestProvider>,
    );
    return { apply, unsavedWork, user: userEvent.setup() };
  }

  it('given a form with unsaved changes should ask first and keep everything on „Weiter bearbeiten“', async () => {
    const { apply, unsavedWork, user } = renderNotice(true);

    await user.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(screen.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' })).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    expect(unsavedWork.discard).not.toHaveBeenCalled();
    expect(screen.getByText('Neue Version verfügbar')).toBeInTheDocument();
  });

  it('given a form with unsaved changes should reload only once the user chose to discard them', async () => {
    const { apply, unsavedWork, user } = renderNotice(true);

    await user.click(screen.getByRole('button', { name: 'Neu laden' }));
    await user.click(screen.getByRole('button', { name: 'Verwerfen und neu laden' }));

    expect(unsavedWork.discard).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('given nothing unsaved should reload at once, without a question', async () => {
    const { apply, user } = renderNotice(false);

    await user.click(screen.getByRole('button', { name: 'Neu laden' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
