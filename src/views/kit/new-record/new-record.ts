import { createContext, useContext } from 'react';
import type { NewCaseRequest } from '../../../machines/new-case-actors';

export type { NewCaseRequest };
export type OpenNewRecord = (request: NewCaseRequest) => void;

/**
 * Opens the one new case / new lead form the shell hosts, from any screen: the desk, a customer's or employee's
 * page, a task. Null outside the signed-in shell (component tests), where no opener is offered.
 */
export const NewRecordContext = createContext<OpenNewRecord | null>(null);

export const useNewRecord = (): OpenNewRecord | null => useContext(NewRecordContext);
