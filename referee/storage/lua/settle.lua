-- Settle a bot job played (R287): KEYS[1] the jobs' stream, KEYS[2] the levels' mean costs
-- hash, KEYS[3] the minute's statistics hash, then each budget's holds' sorted set (all under
-- the stream's hash tag); ARGV: the consumer group, the job's id, its hold's name ("" for none),
-- the CPU-milliseconds its search really spent, its level ("" when it made no move: nothing to
-- measure), the weight of one move in the level's running mean. Acknowledges and deletes the
-- job, releases its hold, counts what it spent in the minute's figures, and moves the level's
-- exponentially weighted mean of a move's cost towards what this one spent (the first move
-- measured sets it): what admission estimates with (referee.core.bots.move_cost).
local group, id, hold = ARGV[1], ARGV[2], ARGV[3]
local spent, level, weight = tonumber(ARGV[4]), ARGV[5], tonumber(ARGV[6])
redis.call('XACK', KEYS[1], group, id)
redis.call('XDEL', KEYS[1], id)
if hold ~= '' then
  for i = 4, #KEYS do redis.call('ZREM', KEYS[i], hold) end
end
if spent > 0 then
  redis.call('HINCRBY', KEYS[3], 'spent', spent)
  redis.call('EXPIRE', KEYS[3], 180)
end
if level ~= '' then
  local mean = tonumber(redis.call('HGET', KEYS[2], level))
  if mean then mean = mean + weight * (spent - mean) else mean = spent end
  redis.call('HSET', KEYS[2], level, string.format('%.3f', mean))
  redis.call('EXPIRE', KEYS[2], 604800)
end
return 1
