import { simpleAreasHandlers } from '../areas/registry';
import type { EndpointHandlers } from '../http/endpoints';
import type { HandlerServices } from '../services';
import { assetHandlers } from './assets';
import { customerHandlers } from './customers';
import { geocodingHandlers } from './geocoding';
import { hydrantHandlers } from './hydrants';
import { inspectionHandlers } from './inspections';
import type { invitationHandlers } from './invitations';
import { materialHandlers } from './materials';
import { missionHandlers } from './missions';
import { qualificationHandlers } from './qualifications';
import { sessionHandlers } from './session';
import { stagingRoomHandlers } from './staging-rooms';
import { summaryHandlers } from './summary';
import { userHandlers } from './users';
import { vehicleHandlers } from './vehicles';

/** Every area's handlers, by endpoint name (the simple areas' from their registry); the invitation handlers are made apart, from the account services. */
export function allHandlers(services: HandlerServices): Omit<EndpointHandlers, keyof ReturnType<typeof invitationHandlers>> {
  return {
    ...userHandlers(services),
    ...customerHandlers(services),
    ...assetHandlers(services),
    ...hydrantHandlers(services),
    ...inspectionHandlers(services),
    ...stagingRoomHandlers(services),
    ...geocodingHandlers(services),
    ...materialHandlers(services),
    ...qualificationHandlers(services),
    ...vehicleHandlers(services),
    ...missionHandlers(services),
    ...summaryHandlers(services),
    ...sessionHandlers(),
    ...simpleAreasHandlers(services),
  };
}
