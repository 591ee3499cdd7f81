import { AwsClient } from 'aws4fetch';
import type { Driver } from 'unstorage';
import unstorageS3Driver from 'unstorage/drivers/s3';
import type { S3Settings } from '../env.ts';

/**
 * unstorage's `s3` driver (S3-compatible: AWS, R2, MinIO…, path-style URLs signed by aws4fetch)
 * with a listing of our own (decision 178): the library's ignores the base and stops at the
 * first 1,000 objects of the bucket, so a user's files past those would never be found to
 * delete. This one asks ListObjectsV2 for the base's prefix and follows continuation tokens.
 */
export function s3Driver(settings: S3Settings): Driver {
  const s3 = unstorageS3Driver({ ...settings });
  const client = new AwsClient({
    service: 's3',
    region: settings.region,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
  });
  const bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`;

  async function list(base: string | undefined): Promise<string[]> {
    // unstorage passes no base for the whole bucket.
    const prefix = (base ?? '').replaceAll(':', '/');
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const url = new URL(bucketUrl);
      url.searchParams.set('list-type', '2');
      if (prefix) url.searchParams.set('prefix', prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const res = await client.fetch(url);
      const xml = await res.text();
      if (!res.ok) throw new Error(`[unstorage] [s3] list ${prefix}: ${res.status} ${xml}`);
      // Keys the server makes hold letters, digits, dashes and '/': nothing XML escapes.
      for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(m[1] ?? '');
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1]
        : undefined;
    } while (token);
    return keys;
  }

  return { ...s3, getKeys: list };
}
