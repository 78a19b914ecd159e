-- KEYS[1] snapshot hash, KEYS[2] event list; ARGV[1] the expected version, ARGV[2] the game's
-- archive. Replaces the snapshot by the archive (the hash keeps its expiry) and drops the log;
-- returns 1, or 0 when the version moved.
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 's', ARGV[2])
redis.call('DEL', KEYS[2])
return 1
