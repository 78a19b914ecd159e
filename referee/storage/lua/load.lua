-- KEYS[1] snapshot hash, KEYS[2] a rate limit's budget; ARGV the charge's rates. The read of a
-- request that pays a rate limit: {verdict} when refused, else {verdict, version, snapshot}.
-- Sent after window.lua, whose charge function it calls (referee.storage.scripts).
local verdict = charge(KEYS[2], 1)
if string.sub(verdict, 1, 1) == '0' then return {verdict} end
local snap = redis.call('HMGET', KEYS[1], 'v', 's')
return {verdict, snap[1], snap[2]}
