-- KEYS[1] a tournament's event list; KEYS[2] the set of what was appended once. ARGV[1] the
-- name of what ARGV[2..] are ("" for none: always appended), ARGV[2..] events. Returns 1 when
-- appended, 0 when that name was appended already (then nothing is).
if ARGV[1] ~= '' and redis.call('SADD', KEYS[2], ARGV[1]) == 0 then
  return 0
end
redis.call('RPUSH', KEYS[1], unpack(ARGV, 2))
return 1
