import { Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { fromGlobalId } from '../../router/globalId';
import {
  clientPath,
  dalmDevicePath,
  flicButtonPath,
  flicHubPath,
  multiAlertPath,
  networkPath,
  organizationPath,
  sensorDevicePath,
  userPath,
} from '../../router/paths';
import { documentPath } from '../documents/documentPath';

/** An object the log names by id (ActionLogReference): a name and page, or only the id the log holds. */
export interface LogReference {
  readonly logId: string;
  readonly name: string | null | undefined;
  readonly nodeId: string | null | undefined;
  readonly releaseNote: boolean;
  readonly section: string | null | undefined;
}

const PAGES: Record<string, (id: string) => string> = {
  User: userPath,
  Client: clientPath,
  Network: networkPath,
  Organization: organizationPath,
  Device: dalmDevicePath,
  FlicHub: flicHubPath,
  FlicButton: flicButtonPath,
  SensorDevice: sensorDevicePath,
  MultiAlert: multiAlertPath,
};

/** The console page of a named object: the canonical address of its type (router/paths.ts). */
export function referencePath(reference: LogReference): string | null {
  if (!reference.nodeId) return null;
  const type = fromGlobalId(reference.nodeId)?.type;
  if (type === 'Document')
    return documentPath({ id: reference.nodeId, releaseNote: reference.releaseNote, section: reference.section });
  const page = type ? PAGES[type] : undefined;
  return page ? page(reference.nodeId) : null;
}

/**
 * The object by name, linked to its page; one the viewer may not read, or that is gone, as its id with
 * the reason (the platform tells the two apart to nobody, so neither does this).
 */
export function ReferenceName({ reference }: { reference: LogReference }) {
  const intl = useIntl();
  if (!reference.name) {
    return (
      <Text as="span" color="fg.muted" data-testid="reference-hidden">
        {intl.formatMessage({ id: 'system.reference.hidden' }, { id: reference.logId })}
      </Text>
    );
  }
  const path = referencePath(reference);
  if (!path) return <>{reference.name}</>;
  return (
    <Link asChild color="blue.fg">
      <RouterLink to={path}>{reference.name}</RouterLink>
    </Link>
  );
}
