import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_API_PORT, SITE_NAME_DEFAULT } from 'shared-contracts';
import { ConfigError, defaultWebRoot, describeConfig, loadConfig } from './config.js';

describe('loadConfig', () => {
  test('defaults', () => {
    const config = loadConfig({}, { cwd: '/srv/app' });
    assert.equal(config.port, DEFAULT_API_PORT);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, '/srv/app/data');
    assert.equal(config.databaseUrl, null);
    assert.equal(config.smtpUrl, null);
    assert.equal(config.siteName, SITE_NAME_DEFAULT);
    assert.equal(config.mailFrom, `"${SITE_NAME_DEFAULT}" <no-reply@localhost>`);
    assert.equal(config.publicUrl, `http://localhost:${DEFAULT_API_PORT}`);
    assert.equal(config.trustProxy, false);
    assert.deepEqual(config.corsOrigins, [], 'npm start trusts no other origin');
    assert.deepEqual(
      loadConfig({ NODE_ENV: 'development' }).corsOrigins,
      [3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`),
      'npm run dev lets the dev servers call the API',
    );
    assert.equal(config.rateLimitScale, 1);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.webRoot, defaultWebRoot());
    assert.deepEqual(config.remotes, {
      mf_auth: '/remotes/mf-auth/mf-manifest.json',
      mf_directory: '/remotes/mf-directory/mf-manifest.json',
      mf_map: '/remotes/mf-map/mf-manifest.json',
      mf_calendar: '/remotes/mf-calendar/mf-manifest.json',
      mf_admin: '/remotes/mf-admin/mf-manifest.json',
    });
    assert.deepEqual(config.remoteOrigins, []);
    assert.equal(config.secureCookies, false);
  });

  test('the web root default is the repository root (it holds shell/ and server/)', async () => {
    const fs = await import('node:fs');
    assert.ok(fs.existsSync(path.join(defaultWebRoot(), 'server', 'package.json')));
  });

  test('production has no dev CORS origins; PUBLIC_URL follows PORT', () => {
    const config = loadConfig({ NODE_ENV: 'production', PORT: '9000' });
    assert.deepEqual(config.corsOrigins, []);
    assert.equal(config.publicUrl, 'http://localhost:9000');
    assert.equal(config.production, true);
  });

  test('every variable is read and normalised', () => {
    const config = loadConfig(
      {
        PORT: '8443',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/familynet',
        DATABASE_URL: 'postgres://fn:pw@db:5432/familynet',
        SMTP_URL: 'smtps://mailer:pw@mail.example.org:465',
        MAIL_FROM: 'Family <family@example.org>',
        PUBLIC_URL: 'https://family.example.org/',
        SITE_NAME: 'The Smiths',
        TRUST_PROXY: 'true',
        CORS_ORIGINS: 'https://a.example.org, https://b.example.org:8443/',
        RATE_LIMIT_SCALE: '50',
        LOG_LEVEL: 'WARN',
        WEB_ROOT: 'web',
        REMOTE_MF_AUTH_URL: 'https://auth.example.org/remotes/mf-auth/',
        REMOTE_MF_MAP_URL: 'https://family.example.org/elsewhere/mf-map',
        REMOTE_MF_ADMIN_URL: '/admin-remote/mf-manifest.json',
      },
      { cwd: '/srv' },
    );
    assert.equal(config.port, 8443);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, '/var/lib/familynet');
    assert.equal(config.databaseUrl, 'postgres://fn:pw@db:5432/familynet');
    assert.equal(config.smtpUrl, 'smtps://mailer:pw@mail.example.org:465');
    assert.equal(config.mailFrom, 'Family <family@example.org>');
    assert.equal(config.publicUrl, 'https://family.example.org');
    assert.equal(config.secureCookies, true);
    assert.equal(config.siteName, 'The Smiths');
    assert.equal(config.trustProxy, 1, 'true means the one proxy in front, never every hop');
    assert.deepEqual(config.corsOrigins, ['https://a.example.org', 'https://b.example.org:8443']);
    assert.equal(config.rateLimitScale, 50);
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.webRoot, '/srv/web');
    assert.equal(config.remotes.mf_auth, 'https://auth.example.org/remotes/mf-auth/mf-manifest.json');
    assert.equal(config.remotes.mf_map, 'https://family.example.org/elsewhere/mf-map/mf-manifest.json');
    assert.equal(config.remotes.mf_admin, '/admin-remote/mf-manifest.json');
    assert.deepEqual(config.remoteOrigins, ['https://auth.example.org'], 'only other origins go into the CSP');
    const described = JSON.stringify(describeConfig(config));
    assert.ok(!described.includes(':pw@'), 'no passwords when the config is logged');
  });

  test('TRUST_PROXY accepts hop counts and address lists', () => {
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy, '127.0.0.1,10.0.0.0/8');
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy, 1);
  });

  test('bad values are all reported at once, with clear messages', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          SMTP_URL: 'mail.example.org',
          PUBLIC_URL: 'https://family.example.org/app',
          TRUST_PROXY: 'sometimes',
          CORS_ORIGINS: 'not a url',
          RATE_LIMIT_SCALE: '0',
          LOG_LEVEL: 'loud',
          REMOTE_MF_MAP_URL: 'ftp://x/y',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 9);
        assert.match(error.message, /PORT must be a port number/);
        assert.match(error.message, /DATABASE_URL must be a PostgreSQL URL/);
        assert.match(error.message, /SMTP_URL must look like smtp:/);
        assert.match(error.message, /PUBLIC_URL must be an origin only/);
        assert.match(error.message, /TRUST_PROXY must be/);
        assert.match(error.message, /CORS_ORIGINS: "not a url"/);
        assert.match(error.message, /RATE_LIMIT_SCALE must be a positive number/);
        assert.match(error.message, /LOG_LEVEL must be one of/);
        assert.match(error.message, /REMOTE_MF_MAP_URL must be/);
        return true;
      },
    );
  });
});
