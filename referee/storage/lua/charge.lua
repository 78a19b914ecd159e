-- KEYS[1] a rate limit's budget; ARGV the charge's rates. Returns the verdict.
-- Sent after window.lua, whose charge function it calls (referee.storage.scripts).
return charge(KEYS[1], 1)
