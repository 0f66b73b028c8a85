/** Alert sounds: the platform's `uan-short` is the schema's UAN_SHORT. */
export type AlertSound = 'DEFAULT' | 'ALARMFIRE' | 'ALARMSMOKE' | 'SIREN' | 'UAN' | 'UAN_SHORT';

const SOUNDS: readonly AlertSound[] = ['DEFAULT', 'ALARMFIRE', 'ALARMSMOKE', 'SIREN', 'UAN', 'UAN_SHORT'];

/** A sound the schema does not know reads as DEFAULT rather than failing the whole policy. */
export function soundOfRest(sound: string | null | undefined): AlertSound {
  const upper = (sound ?? '').toUpperCase().replace(/-/g, '_') as AlertSound;
  return SOUNDS.includes(upper) ? upper : 'DEFAULT';
}

export function restSoundOf(sound: AlertSound): string {
  return sound.toLowerCase().replace(/_/g, '-');
}
