import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidEnvError, loadEnv } from './env.ts';

const S3_ENV = {
  FILE_STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'jobfit',
  S3_ACCESS_KEY_ID: 'minio-key',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

/** The message loadEnv stops with, or '' when the environment is valid. */
function refusal(source: Record<string, string>): string {
  try {
    loadEnv(source);
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(InvalidEnvError);
    return (err as Error).message;
  }
}

describe('FILE_STORAGE (decision 178)', () => {
  it('keeps files in DATA_DIR/files without DATABASE_URL and in the database with it', () => {
    const folder = path.resolve('/srv/jobfit/files');
    expect(loadEnv({ DATA_DIR: '/srv/jobfit' }).files).toEqual({ kind: 'folder', folder });
    expect(
      loadEnv({ DATA_DIR: '/srv/jobfit', DATABASE_URL: 'postgres://db/jobfit' }).files,
    ).toEqual({ kind: 'database', folder });
  });

  it('takes an explicit choice over the default', () => {
    expect(
      loadEnv({ DATABASE_URL: 'postgres://db/jobfit', FILE_STORAGE: 'folder' }).files.kind,
    ).toBe('folder');
    expect(loadEnv({ FILE_STORAGE: 'database' }).files.kind).toBe('database');
    expect(loadEnv({ FILE_STORAGE: '' }).files.kind).toBe('folder');
    expect(refusal({ FILE_STORAGE: 'nfs' })).toContain('FILE_STORAGE: Invalid option');
  });

  it('reads the S3 settings, with us-east-1 as the default region', () => {
    expect(loadEnv(S3_ENV).files).toMatchObject({
      kind: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'jobfit',
        region: 'us-east-1',
        accessKeyId: 'minio-key',
        secretAccessKey: 'minio-secret',
      },
    });
    expect(loadEnv({ ...S3_ENV, S3_REGION: 'auto' }).files).toMatchObject({
      s3: { region: 'auto' },
    });
  });

  it('stops naming each S3 setting FILE_STORAGE=s3 lacks', () => {
    const message = refusal({ FILE_STORAGE: 's3', S3_BUCKET: 'jobfit', S3_ACCESS_KEY_ID: ' ' });
    expect(message).toContain('S3_ENDPOINT: required when FILE_STORAGE=s3');
    expect(message).toContain('S3_ACCESS_KEY_ID: required when FILE_STORAGE=s3');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required when FILE_STORAGE=s3');
    expect(message).not.toContain('S3_BUCKET');
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(refusal({ ...S3_ENV, [name]: '' })).toBe(
        `Invalid configuration:\n  ${name}: required when FILE_STORAGE=s3`,
      );
    }
    expect(refusal({ ...S3_ENV, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT');
  });

  it('ignores S3 settings for the other kinds', () => {
    expect(refusal({ FILE_STORAGE: 'folder', S3_BUCKET: 'jobfit' })).toBe('');
    expect(loadEnv({ ...S3_ENV, FILE_STORAGE: 'database' }).files).toEqual({
      kind: 'database',
      folder: path.resolve('./data/files'),
    });
  });
});
