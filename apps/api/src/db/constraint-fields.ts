/**
 * The migrations' unique and foreign-key constraints → the payload field a form should mark when
 * a write breaks one (a duplicate e-mail, an unknown customer). The API's error mapping
 * (http/send-error.ts) reads it; a constraint not named here is answered without a field.
 */
export const CONSTRAINT_FIELDS: Readonly<Record<string, string>> = {
  users_mail_key: 'mail',
  customers_kennung_key: 'kennung',
  materials_name_key: 'name',
  qualification_groups_name_key: 'name',
  vehicle_types_name_key: 'type.name',
  users_customer_fkey: 'customerUid',
  staging_rooms_customer_fkey: 'customerUid',
  beacons_customer_fkey: 'customerUid',
  gateways_customer_fkey: 'customerUid',
  missions_customer_fkey: 'customerUid',
  qualifications_group_fkey: 'groupId',
  vehicle_blueprints_type_fkey: 'type.uid',
  blueprint_loads_material_fkey: 'standardLoad',
};
