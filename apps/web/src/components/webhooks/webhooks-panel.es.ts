export default {
  heading: "Webhooks de socios ({n})",
  intro:
    "Una marca socia puede recibir un mensaje firmado (Standard Webhooks) cuando se canjea una de sus recompensas, se usa un vale o se agotan los códigos. La persona solo se nombra cuando la recompensa lo dice.",
  empty: "Aún no hay marcas socias: pon primero una marca en una recompensa.",
  loading: "Cargando los webhooks de socios",
  failed: "No se pudieron cargar los webhooks de socios.",
  endpoint: "Dirección (https)",
  endpointPlaceholder: "https://socio.example/webhooks",
  save: "Guardar dirección",
  saving: "Guardando...",
  saved: "Dirección guardada",
  clear: "Quitar dirección",
  confirmClear:
    "¿Quitar la dirección de {brand}? Su registro de envíos se va con ella y no se envía nada más.",
  cleared: "Dirección quitada",
  noEndpoint: "Sin dirección: no se envía nada.",
  secretMade: "Secreto creado el {when}",
  overlap: "El secreto anterior también firma hasta el {when}.",
  rotate: "Cambiar secreto",
  rotated: "Secreto nuevo creado",
  confirmRotate:
    "¿Crear un secreto nuevo para {brand}? El actual sigue firmando {hours} horas mientras el socio cambia.",
  secretTitle: "Copia ahora el secreto de {brand}",
  secretText:
    "Es la única vez que se muestra. El socio comprueba con él la webhook-signature de cada mensaje.",
  copy: "Copiar",
  copied: "Secreto copiado",
  done: "Hecho",
};
