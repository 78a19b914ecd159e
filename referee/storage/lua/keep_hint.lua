-- KEYS[1] a hint, KEYS[2] its game's snapshot, KEYS[3] the set naming the game's idempotency
-- keys (and hints: a deletion finds them). ARGV[1] the hint, ARGV[2] its time to live in ms,
-- cut to the game's own: a hint never outlives its game (R90). Nothing is kept for a game gone.
local life = redis.call('PTTL', KEYS[2])
if life == -2 then return 0 end
local ttl = tonumber(ARGV[2])
if life > 0 and life < ttl then ttl = life end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('SADD', KEYS[3], KEYS[1])
return 1
