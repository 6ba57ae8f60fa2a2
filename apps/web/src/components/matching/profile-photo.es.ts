export default { photo: "Foto de {nickname}", noPhoto: "{nickname} no tiene foto" };
