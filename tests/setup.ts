// Every test gets a fresh in-memory IndexedDB; Dexie picks up the globals it installs.
import 'fake-indexeddb/auto';
