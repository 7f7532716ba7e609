import { bigint, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

/**
 * One resume per user (SPEC section 3 "Resume"). `file_path` is the storage key (local directory or S3 bucket);
 * the extracted text, the extractor that produced it and a 0..1 quality score are what the analysis reads.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    fileType: text('file_type').notNull(),
    filePath: text('file_path').notNull(),
    textContent: text('text_content'),
    /** unpdf | mammoth | word-extractor | fallback name; null when every extractor failed. */
    extractionMethod: text('extraction_method'),
    /** 0..1: near 0 for a scanned PDF without a text layer or mostly garbage characters. */
    textQuality: real('text_quality'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('resumes_user_id_key').on(table.userId)],
);
