export { AddressFields, type AddressFieldInput, type AddressFieldName, type AddressFieldsProps } from './address-fields';
