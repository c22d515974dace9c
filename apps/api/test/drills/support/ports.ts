/**
 * The drills' ports: 4300–4399 is theirs on shared machines (4369 is epmd's, so it is skipped).
 * Drill files run one at a time, but each has its own block so a leftover process of one cannot
 * answer for another.
 */
export const DRILL_PORTS = {
  killDuringOrders: { pgliteApi: 4300, postgresApi: 4301, cluster: 4302 },
  postgresRestart: { api: 4310, cluster: 4311 },
  slowSms: { pgliteApi: 4320, postgresApi: 4321, gateway: 4322, cluster: 4323 },
  fuzz: { api: 4330, cluster: 4331 },
  loginFlood: { pgliteApi: 4340, postgresApi: 4341, cluster: 4342 },
} as const;
