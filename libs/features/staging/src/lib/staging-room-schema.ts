import { StagingRoomCreate } from '@rescue-admin/api-contract';
import { z } from 'zod';

/** The contract's create payload, with German range messages for the coordinates. */
export const stagingRoomFormSchema = StagingRoomCreate.extend({
  lat: z.number().min(-90, { error: 'staging:validation.lat' }).max(90, { error: 'staging:validation.lat' }),
  lon: z.number().min(-180, { error: 'staging:validation.lon' }).max(180, { error: 'staging:validation.lon' }),
});
