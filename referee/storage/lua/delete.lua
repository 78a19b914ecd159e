-- KEYS[1] snapshot, KEYS[2] events, KEYS[3] the set naming the game's idempotency keys,
-- KEYS[4] webhook notes. Deletes them all (and the keys named in KEYS[3]: they share the game's
-- hash tag); returns 1 if the game existed.
local existed = redis.call('EXISTS', KEYS[1])
for _, key in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  redis.call('DEL', key)
end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
return existed
