// What other modules' back-office screens may use from audit: a record's history.
export { RecordHistory } from "./components/record-history";
