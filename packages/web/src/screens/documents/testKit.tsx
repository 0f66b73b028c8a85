// Test helpers of the documents screens: a stand-in for XMLHttpRequest (the upload PUT) and picker steps.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { MockEnvironment } from 'relay-test-utils';
import { operationName, resolve } from '../../test/tabKit';

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers every upload PUT with `FakeUpload.answer`, after one progress event; records what was sent. */
export class FakeUpload extends EventTarget {
  static answer = { status: 201, body: '{"uploadId":"1"}' };
  static sent: SentRequest[] = [];
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private request: SentRequest = { method: '', url: '', headers: {}, body: null };

  open(method: string, url: string) {
    this.request = { method, url, headers: {}, body: null };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    FakeUpload.sent.push({ ...this.request, body });
    setTimeout(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 2 }));
      this.status = FakeUpload.answer.status;
      this.responseText = FakeUpload.answer.body;
      this.dispatchEvent(new Event('load'));
    }, 20);
  }
}

/** Opens the picker named `label`, answers its search with `data` and picks the option named `option`. */
export async function pickOption(
  environment: MockEnvironment,
  label: string,
  operation: string,
  data: Record<string, unknown>,
  option: RegExp,
) {
  act(() => fireEvent.focus(screen.getByRole('combobox', { name: label })));
  // a picker still open from an earlier pick shows its last options without searching again
  const pending = () => environment.mock.getAllOperations().some((each) => operationName(each) === operation);
  await waitFor(() => expect(pending() || screen.queryAllByRole('option', { name: option }).length > 0).toBe(true));
  if (pending()) resolve(environment, data);
  const [found] = await screen.findAllByRole('option', { name: option });
  act(() => fireEvent.click(found!));
}
