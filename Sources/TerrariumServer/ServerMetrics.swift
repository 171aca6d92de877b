import Foundation
import Prometheus

/// The service's Prometheus metrics (`GET /metrics`): requests by route and status, render
/// latency, cache hits, misses, bytes and evictions, renders in flight, requests refused and
/// failures answered from memory.
package final class ServerMetrics: Sendable {
    /// The registry the text format is written from.
    package let registry = PrometheusCollectorRegistry()
    private let renderSeconds: DurationHistogram
    private let cacheHits: Counter
    private let cacheMisses: Counter
    private let cacheEvictions: Counter
    private let cacheBytes: Gauge
    private let rendersInFlight: Gauge
    private let rendersQueued: Gauge
    private let rejectedRequests: Counter
    private let failureHits: Counter

    /// Every metric registered, at zero.
    package init() {
        renderSeconds = registry.makeDurationHistogram(
            name: "terrarium_render_seconds",
            buckets: [.milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
                      .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1)],
            help: "Time to draw and encode one image")
        cacheHits = registry.makeCounter(name: "terrarium_cache_hits_total", help: "Images answered from the cache")
        cacheMisses = registry.makeCounter(name: "terrarium_cache_misses_total", help: "Images not in the cache")
        cacheEvictions = registry.makeCounter(name: "terrarium_cache_evictions_total", help: "Images dropped to stay within the cache's bound")
        cacheBytes = registry.makeGauge(name: "terrarium_cache_bytes", help: "Bytes of PNG held in the cache")
        rendersInFlight = registry.makeGauge(name: "terrarium_renders_in_flight", help: "Renders running now")
        rendersQueued = registry.makeGauge(name: "terrarium_renders_queued", help: "Requests waiting for a render slot")
        rejectedRequests = registry.makeCounter(name: "terrarium_rejected_requests_total",
                                                help: "Requests refused with 503: the queue was full or the deadline passed")
        failureHits = registry.makeCounter(name: "terrarium_cache_failure_hits_total",
                                           help: "Requests answered from a remembered failure, without drawing again")
    }

    /// Counts one answered request.
    func request(route: String, status: Int) {
        registry.makeCounter(name: "terrarium_http_requests_total", labels: [("route", route), ("status", String(status))],
                             help: "HTTP requests answered, by route and status").increment()
    }

    func cacheLookup(hit: Bool) { (hit ? cacheHits : cacheMisses).increment() }
    func cached(_ insertion: ImageCache.Insertion, bytes: Int) {
        if insertion.evicted > 0 { cacheEvictions.increment(by: Int64(insertion.evicted)) }
        cacheBytes.set(Double(bytes))
    }
    func renderStarted() { rendersInFlight.increment() }
    func renderFinished() { rendersInFlight.decrement() }
    func renderTook(_ duration: Duration) { renderSeconds.record(duration) }
    func rejected() { rejectedRequests.increment() }
    func failureHit() { failureHits.increment() }

    /// The metrics in Prometheus' text format, with `queued` requests waiting for a slot now.
    package func text(queued: Int = 0) -> String {
        rendersQueued.set(Double(queued))
        return registry.emitToString()
    }
}
