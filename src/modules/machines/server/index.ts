// What other modules may use from machines on the server: an order's buyer becomes an operator
// (their portal account) and its machines are registered at installation.
export { machineSerials, operatorForBuyer, registerMachines } from "./order-machines";
