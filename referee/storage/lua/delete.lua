-- KEYS[1] snapshot, KEYS[2] events, KEYS[3] the set naming the game's idempotency keys and hints,
-- KEYS[4] webhook notes, KEYS[5] the deleting request's own idempotency key (its pending marker;
-- KEYS[1] again when it has none). ARGV[1] the version the game must be at ("" for any).
-- A compare-and-delete (R142): when the game is at that version, deletes every key of it (and
-- the keys named in KEYS[3]: they share the game's hash tag) in this one step and returns 1;
-- else changes nothing and returns 0 (no such game) or -1 (the game is at another version).
local current = redis.call('HGET', KEYS[1], 'v')
if not current then return 0 end
if ARGV[1] ~= '' and current ~= ARGV[1] then return -1 end
for _, key in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  redis.call('DEL', key)
end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5])
return 1
