import Foundation
import Terrarium
import TerrariumLint

extension RenderService {
    /// The playground's overlay for a request: the canvas in points, every resolved layout box
    /// and what `lint` finds in this one render (its boxes named). Rendered on the pool like an
    /// image, never cached: it is for the person at the playground, one at a time.
    package func inspection(for request: RenderRequest) async throws(ServiceError) -> JSONValue {
        let job: RenderRequest
        do { job = try resolve(request).job } catch { throw ServiceError.from(error, request: request) }
        let deadline = ContinuousClock.now.advanced(by: configuration.deadline)
        do {
            return try await pool.run(deadline: deadline) { [self] in
                metrics.renderStarted()
                defer { metrics.renderFinished() }
                let (render, findings) = try withRenderer { try LayoutLint.check(job, caseName: "\(job.plugin)/\(job.scene)", with: $0) }
                let inspection = render.inspection
                return [
                    "width": .number(inspection.size.width), "height": .number(inspection.size.height),
                    "scale": .integer(inspection.scale),
                    "boxes": .array(inspection.boxes.map { box in
                        [
                            "id": .string(box.id), "parent": box.parent.map(JSONValue.string) ?? .null, "role": .string(box.role.rawValue),
                            "x": .number(box.rect.minX), "y": .number(box.rect.minY), "width": .number(box.rect.width), "height": .number(box.rect.height),
                        ]
                    }),
                    "findings": .array(findings.map { finding in
                        ["kind": .string(finding.kind.rawValue), "box": finding.box.map(JSONValue.string) ?? .null, "message": .string(finding.message)]
                    }),
                ]
            }
        } catch let refusal as RenderPool.Refusal {
            metrics.rejected()
            throw ServiceError.overloaded(refusal == .queueFull ? "every render slot is busy; try again shortly"
                                                                  : "no render slot came free in time; try again shortly")
        } catch {
            throw ServiceError.from(error, request: job)
        }
    }

    /// An example's input document, for the playground's editor.
    package func exampleInput(plugin id: String, example name: String) throws(ServiceError) -> JSONValue {
        do {
            let plugin = try registry.plugin(id)
            guard let example = plugin.examples.first(where: { $0.name == name }) else {
                throw ServiceError.notFound("plugin \(UserText.quoted(id)) has no example \(UserText.quoted(name))")
            }
            return example.input
        } catch { throw ServiceError.from(error) }
    }
}
