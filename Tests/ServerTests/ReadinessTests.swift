import Logging
import ServiceLifecycle
import Testing
@testable import TerrariumServer

/// `/readyz`'s states: starting until the warm-up renders, ready, and draining from the moment
/// graceful shutdown begins (before the listener closes, so a balancer stops sending).
struct ReadinessTests {
    @Test func gracefulShutdownMarksTheServerDraining() async throws {
        let readiness = Readiness()
        #expect(readiness.state == .starting)
        readiness.set(.ready)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [.init(service: DrainWatcher(readiness: readiness), successTerminationBehavior: .gracefullyShutdownGroup)],
            logger: Logger(label: "test")))
        let running = Task { try await group.run() }
        try await Task.sleep(for: .milliseconds(50))
        #expect(readiness.state == .ready)
        await group.triggerGracefulShutdown()
        try await running.value
        #expect(readiness.state == .draining)
    }
}
