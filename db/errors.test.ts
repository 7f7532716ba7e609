import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableCause, isDatabaseUnavailable } from './errors.ts';

function databaseError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string, message = `connect ${code} 127.0.0.1:5432`): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code, syscall: 'connect' });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01 admin_shutdown', databaseError('57P01', 'terminating connection due to administrator command')],
    [
      '57P02 crash_shutdown',
      databaseError('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['57P03 cannot_connect_now', databaseError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', databaseError('08006', 'connection failure')],
    ['53300 too_many_connections', databaseError('53300', 'sorry, too many clients already')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET', 'read ECONNRESET')],
    ['pg: connection ended', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pg: client closed', new Error('Client was closed and is not queryable')],
    ['pg: client broken', new Error('Client has encountered a connection error and is not queryable')],
    ['several addresses refused', new AggregateError([socketError('ECONNREFUSED')], '')],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks inside drizzle query errors and names the driver error, not the query and its parameters', () => {
    const cause = new Error('Connection terminated unexpectedly');
    const wrapped = new DrizzleQueryError(
      'select * from users where email = $1',
      ['someone@example.com'],
      cause,
    );
    expect(databaseUnavailableCause(wrapped)).toBe(cause);
  });

  it.each([
    ['a syntax error', databaseError('42601', 'syntax error at or near "selec"')],
    ['a unique violation', databaseError('23505', 'duplicate key value violates unique constraint')],
    ['a statement timeout', databaseError('57014', 'canceling statement due to statement timeout')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    [
      'another service refusing (fetch)',
      new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }),
    ],
    [
      'a drizzle error for a bad statement',
      new DrizzleQueryError('selec 1', [], databaseError('42601', 'syntax error')),
    ],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
