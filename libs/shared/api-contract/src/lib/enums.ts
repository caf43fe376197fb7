import { z } from 'zod';

/** SPEC §4: enumerations with their defaults (the first value is not necessarily the default). */
export const STAGING_STATUS = ['ACTIVE'] as const;
export const StagingStatus = z.enum(STAGING_STATUS);
export type StagingStatus = z.infer<typeof StagingStatus>;
export const DEFAULT_STAGING_STATUS: StagingStatus = 'ACTIVE';

export const DURCHMESSER = ['MM_300', 'MM_150'] as const;
export const Durchmesser = z.enum(DURCHMESSER);
export type Durchmesser = z.infer<typeof Durchmesser>;
export const DEFAULT_DURCHMESSER: Durchmesser = 'MM_300';

export const HYDRANT_TYPES = ['UEBERFLURHYDRANT', 'UNTERFLURHYDRANT', 'NONE'] as const;
export const HydrantType = z.enum(HYDRANT_TYPES);
export type HydrantType = z.infer<typeof HydrantType>;
export const DEFAULT_HYDRANT_TYPE: HydrantType = 'NONE';

export const VERTEILER_LEITUNGEN = ['RINGLEITUNG', 'STICHLEITUNG', 'NONE'] as const;
export const VerteilerLeitung = z.enum(VERTEILER_LEITUNGEN);
export type VerteilerLeitung = z.infer<typeof VerteilerLeitung>;
export const DEFAULT_VERTEILER_LEITUNG: VerteilerLeitung = 'NONE';

export const USER_ROLES = ['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN', 'SUPER_USER', 'USER', 'UNIT_USER'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;
export const DEFAULT_USER_ROLE: UserRole = 'UNIT_USER';

export const DISPLAY_TYPES = ['PRIMARY', 'SECONDARY'] as const;
export const DisplayType = z.enum(DISPLAY_TYPES);
export type DisplayType = z.infer<typeof DisplayType>;
export const DEFAULT_DISPLAY_TYPE: DisplayType = 'PRIMARY';
