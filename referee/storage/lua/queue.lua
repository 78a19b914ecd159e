-- Queue a bot job with its reservation (R287): KEYS[1] the jobs' stream, then each budget's
-- holds' sorted set; ARGV: the hold's name (<id>:<cost>; "" for none), its time to live (ms),
-- the stream's length, then the job's fields and values. The hold is kept (made if the
-- request had none: the work of a job that carries on the game's) until the job is done, in
-- the same step as the job is queued: no job waits unreserved, no reservation outlives its job
-- but by its time to live. Returns the job's id.
local hold, ttl, length = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
if hold ~= '' then
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  for i = 2, #KEYS do
    redis.call('ZADD', KEYS[i], now + ttl, hold)
    if redis.call('PTTL', KEYS[i]) < ttl then redis.call('PEXPIRE', KEYS[i], ttl) end
  end
end
local fields = {}
for i = 4, #ARGV do fields[#fields + 1] = ARGV[i] end
return redis.call('XADD', KEYS[1], 'MAXLEN', '~', length, '*', unpack(fields))
