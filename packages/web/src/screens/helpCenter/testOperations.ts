// Test helpers: answer or fail one pending operation of relay-test-utils' mock environment (its typings
// leave out resolve and reject).
import { act } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';

type Mock = MockEnvironment['mock'] & {
  resolve(operation: OperationDescriptor, payload: { data: Record<string, unknown> }): void;
  reject(operation: OperationDescriptor, error: Error): void;
};

export function answer(environment: MockEnvironment, operation: OperationDescriptor, data: Record<string, unknown>) {
  act(() => (environment.mock as Mock).resolve(operation, { data }));
}

export function fail(environment: MockEnvironment, operation: OperationDescriptor) {
  act(() => (environment.mock as Mock).reject(operation, new Error('the gateway could not be reached')));
}
