/**
 * A stand-in for the site in tests of the embedded database: opens it under DATA_DIR as the site does,
 * commits one review with the author given as argument, prints "committed" and waits to be killed.
 */
import { openDatabase } from "~db/client.server";

const database = await openDatabase({ dataDir: process.env.DATA_DIR!, role: "site" });
await database.migrate();
await database.db.execute(
  `insert into reviews (author, rating, text, reviewed_on) values ('${process.argv[2]}', 5, 'Great', '2026-01-01')`,
);
console.log("committed");
setInterval(() => {}, 60_000);
