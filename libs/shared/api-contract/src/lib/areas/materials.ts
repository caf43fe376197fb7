import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { History, Ok, deleteByLastUpdate, uidQuery } from '../endpoint';
import { DateValue, Uid, requiredText } from '../primitives';
import { BULK_LIMIT, BulkCreated } from '../bulk';

export const Material = z.object({
  uid: Uid,
  createDate: DateValue,
  lastUpdate: DateValue,
  /** Not marked required in the form (SPEC §5), but an empty name is rejected: a material must be pickable. */
  name: requiredText(),
});
export type Material = z.infer<typeof Material>;

export const MaterialCreate = Material.pick({ name: true });
export type MaterialCreate = z.infer<typeof MaterialCreate>;
export const MaterialUpdate = Material.pick({ uid: true, name: true }).extend({ lastUpdate: DateValue });
export type MaterialUpdate = z.infer<typeof MaterialUpdate>;
export const MaterialBulkCreate = z.object({ materials: z.array(MaterialCreate).min(1).max(BULK_LIMIT) });
export type MaterialBulkCreate = z.infer<typeof MaterialBulkCreate>;

export const newMaterial = (): MaterialCreate => ({ name: '' });

/** The schemas of the material calls (calls/materials.ts). */
export const MATERIAL_SCHEMAS = {
  'material.all': { response: z.array(Material) },
  'material.create': { body: MaterialCreate, response: Material },
  'material.update': { body: MaterialUpdate, response: Material },
  'material.delete': { query: deleteByLastUpdate('uid'), response: Ok },
  'material.history': { query: uidQuery('uid'), response: History },
  'material.bulkCreate': { body: MaterialBulkCreate, response: BulkCreated },
} satisfies Record<string, EndpointSchemas>;
