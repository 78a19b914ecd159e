-- KEYS[1] a tag's index (sorted set, every score 0, entries in lexicographic order). ARGV[1] an
-- entry to add ("" for none), ARGV[2] the time to live in ms its game was just given ("" for
-- none). The index lives at least as long as its longest-lived game: its expiry is only ever
-- pushed later (an index without one keeps none).
local before = redis.call('PTTL', KEYS[1])
if ARGV[1] ~= '' then redis.call('ZADD', KEYS[1], 0, ARGV[1]) end
if before == -2 and ARGV[1] == '' then return 0 end
if ARGV[2] == '' then
  redis.call('PERSIST', KEYS[1])
elseif before == -2 or (before >= 0 and before < tonumber(ARGV[2])) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
