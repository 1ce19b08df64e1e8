/** The saga page, loaded on demand by the router. */
export const sagaPages = {
  saga: () => import('./SagaPage'),
};
