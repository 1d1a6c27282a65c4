-- wrk script of `npm run bench:serve` (scripts/bench/serve.ts): after the run, prints wrk's
-- summary as one JSON line (durations in microseconds, byte counts, the error counts by kind).
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
