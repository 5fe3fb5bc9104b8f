import type { ColumnType } from 'kysely';

/** Database tables as Kysely sees them (camelCase; CamelCasePlugin maps to snake_case). One file for all. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppMetaTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedAt: Timestamp;
}

export interface DB {
  appMeta: AppMetaTable;
}
