-- KEYS[1] snapshot hash {v, s}; KEYS[2] event list; KEYS[3] the game's notification channel;
-- KEYS[4] an idempotency key; KEYS[5] the set naming the game's idempotency keys; KEYS[6] its
-- webhook notes. ARGV[1] expected version ("0" to create), ARGV[2] the new snapshot, ARGV[3] the
-- idempotency record ("" for none), ARGV[4] its time to live in seconds, ARGV[5] the game's time
-- to live in ms ("" for none: kept until deleted), ARGV[6..] events.
-- Returns 1 + the log's new length when written, 0 when the version moved, -1 when KEYS[4] holds a
-- finished request's reply already (another try of the request took its pending marker over). After a write it
-- publishes the log's new length on the channel, so live streams in any process learn of new
-- events at once (the log stays the source of truth: a missed notification only delays a stream
-- until its next poll); KEYS[3] the snapshot's key again: it does not (the store publishes once
-- the replicas hold the write: REFEREE_REDIS_REPLICAS).
-- Every key of the game gets the game's time to live at each commit (referee.core.lifecycle), so a
-- game expires whole; the idempotency records are named in KEYS[5] so a deletion finds them.
local current = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '0' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
if ARGV[3] ~= '' then
  local had = redis.call('GET', KEYS[4])
  if had and string.sub(had, 1, 1) == 'D' then return -1 end
end
redis.call('HSET', KEYS[1], 'v', tostring(tonumber(ARGV[1]) + 1), 's', ARGV[2])
if ARGV[3] ~= '' then
  redis.call('SET', KEYS[4], ARGV[3], 'EX', ARGV[4])
  redis.call('SADD', KEYS[5], KEYS[4])
end
local length = 0
if #ARGV > 5 then
  length = redis.call('RPUSH', KEYS[2], unpack(ARGV, 6))
end
for _, i in ipairs({1, 2, 5, 6}) do
  if ARGV[5] == '' then
    redis.call('PERSIST', KEYS[i])
  else
    redis.call('PEXPIRE', KEYS[i], ARGV[5])
  end
end
if length > 0 and KEYS[3] ~= KEYS[1] then
  redis.call('PUBLISH', KEYS[3], length)
end
return 1 + length
