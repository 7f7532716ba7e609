import type { Resume } from '../../../core/resumes.ts';
import type { ResumeRow } from './repository.ts';

/** The resume as the API shows it: whitelisted fields; the extracted text itself stays on the server. */
export function presentResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    user_id: row.userId,
    file_name: row.fileName,
    file_size: row.fileSize,
    file_type: row.fileType,
    file_path: row.filePath,
    created_at: row.createdAt.toISOString(),
    extraction: {
      method: row.extractionMethod,
      // A `real` column: round away float4 noise.
      quality: row.textQuality === null ? null : Math.round(row.textQuality * 1000) / 1000,
      characters: row.textContent?.length ?? 0,
    },
  };
}
