-- KEYS[1] a tournament's hash {v, s}; KEYS[2] its event list; KEYS[3] an idempotency record's
-- key ("" for none). ARGV[1] the expected version ("0" to create), ARGV[2] the new document,
-- ARGV[3] the idempotency record ("" for none), ARGV[4] its time to live in seconds, ARGV[5..]
-- events. Returns 1 when written, 0 when the version moved (or, creating, the id is taken).
local current = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '0' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'v', tostring(tonumber(ARGV[1]) + 1), 's', ARGV[2])
if ARGV[3] ~= '' then
  redis.call('SET', KEYS[3], ARGV[3], 'EX', ARGV[4])
end
if #ARGV > 4 then
  redis.call('RPUSH', KEYS[2], unpack(ARGV, 5))
end
return 1
