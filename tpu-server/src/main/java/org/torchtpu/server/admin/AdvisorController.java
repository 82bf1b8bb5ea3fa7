package org.torchtpu.server.admin;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.server.advisor.AdvisorService;
import org.torchtpu.service.security.RestApiKeys;

/**
 * REST face of the hardware advisor: {@code POST /api/v1/advisor} with an {@code AdviseRequest} as protobuf JSON
 * (e.g. {@code {"generation":"V6E","stablehlo":"module {...}"}} or {@code {"graph":{...}}}); answers the
 * {@code AdviceReport} as protobuf JSON. Errors are {@code {"code":..., "message":...}}: 400 for a malformed body
 * or subject, 422 for a graph that cannot fit the chip. An admin key's (TpuServerSecurity: tenants are refused 403
 * before the body is read); the advice is counted by the admin's name in the compile bulkhead, as a gRPC Advise is.
 */
@RestController
@RequestMapping("/api/v1")
public class AdvisorController {
  private static final JsonFormat.Parser PARSER = JsonFormat.parser();
  private static final JsonFormat.Printer PRINTER = JsonFormat.printer().alwaysPrintFieldsWithNoPresence();

  private final AdvisorService advisor;

  public AdvisorController(AdvisorService advisor) {
    this.advisor = advisor;
  }

  @PostMapping(path = "/advisor", consumes = MediaType.APPLICATION_JSON_VALUE,
      produces = MediaType.APPLICATION_JSON_VALUE)
  public ResponseEntity<?> advise(@RequestBody String body) {
    AdviseRequest.Builder request = AdviseRequest.newBuilder();
    try {
      PARSER.merge(body, request);
    } catch (InvalidProtocolBufferException | RuntimeException e) {
      return error(HttpStatus.BAD_REQUEST, Status.Code.INVALID_ARGUMENT,
          "the body is not an AdviseRequest in protobuf JSON: " + e.getMessage());
    }
    AdviceReport report;
    try {
      report = advisor.advise(request.build(), RestApiKeys.currentCaller(),
          org.torchtpu.service.security.RequestRevocation.current());
    } catch (StatusRuntimeException e) {
      Status.Code code = e.getStatus().getCode();
      HttpStatus http = switch (code) {
        case INVALID_ARGUMENT -> HttpStatus.BAD_REQUEST;
        case RESOURCE_EXHAUSTED -> HttpStatus.UNPROCESSABLE_ENTITY;
        default -> HttpStatus.INTERNAL_SERVER_ERROR;
      };
      return error(http, code, e.getStatus().getDescription());
    }
    try {
      return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(PRINTER.print(report));
    } catch (InvalidProtocolBufferException e) {
      return error(HttpStatus.INTERNAL_SERVER_ERROR, Status.Code.INTERNAL, "cannot print the report: " + e.getMessage());
    }
  }

  private static ResponseEntity<Map<String, String>> error(HttpStatus http, Status.Code code, String message) {
    return ResponseEntity.status(http).contentType(MediaType.APPLICATION_JSON)
        .body(Map.of("code", code.name(), "message", message == null ? "" : message));
  }
}
