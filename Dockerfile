# The bobine binary with the web app embedded, for the several-node example
# (compose.yaml). Build from the repository root: docker build -t bobine .

# 1. The web app: web/dist, which the server embeds at compile time.
FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci
COPY web/index.html web/vite.config.ts web/tsconfig*.json ./
COPY web/public ./public
COPY web/src ./src
RUN npm run build

# 2. The server (rust:1 on the same Debian release as the runtime image).
FROM rust:1-bookworm AS server
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY crates ./crates
COPY projections ./projections
COPY migrations ./migrations
COPY --from=web /src/web/dist ./web/dist
RUN cargo build --release --locked -p bobine \
 && install -m 0755 target/release/bobine /usr/local/bin/bobine

# 3. The runtime: the binary alone, run by an unprivileged user.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data --no-create-home bobine \
 && mkdir /data && chown bobine:bobine /data
COPY --from=server /usr/local/bin/bobine /usr/local/bin/bobine
ENV BOBINE_ADDR=0.0.0.0:8080 \
    BOBINE_DATA_DIR=/data
VOLUME /data
USER bobine
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/bobine"]
CMD ["serve"]
